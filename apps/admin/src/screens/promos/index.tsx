import { Route, Routes } from 'react-router-dom';
import { NewPromo, PromoDetail } from './promo-pages';
import { PromoList } from './promo-list';
import './promos.css';

/** Promo and tier codes (owner and merchandiser): the list, a new code, and one code at `promos/<id>`. */
export default function PromosScreen() {
  return (
    <Routes>
      <Route index element={<PromoList />} />
      <Route path="new" element={<NewPromo />} />
      <Route path=":id" element={<PromoDetail />} />
    </Routes>
  );
}
