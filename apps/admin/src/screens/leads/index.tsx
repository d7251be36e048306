import { Route, Routes } from 'react-router-dom';
import { LeadDetail } from './lead-detail';
import { LeadList } from './lead-list';
import './leads.css';

/** Business leads (owner and staff): the pipeline, and one lead at `leads/<id>`. */
export default function LeadsScreen() {
  return (
    <Routes>
      <Route index element={<LeadList />} />
      <Route path=":id" element={<LeadDetail />} />
    </Routes>
  );
}
