import { Route, Routes } from 'react-router-dom';
import { PageEditor } from './page-editor';
import { PageList } from './page-list';
import './pages.css';

/** CMS pages (owner and editor): the list, and one page at `pages/<slug>/<country>/<language>`. */
export default function PagesScreen() {
  return (
    <Routes>
      <Route index element={<PageList />} />
      <Route path=":slug/:country/:language" element={<PageEditor />} />
    </Routes>
  );
}
