import { Route, Routes } from 'react-router-dom';
import { PartnerForm } from './partner-form';
import { PartnerList } from './partner-list';
import './partners.css';

/** Partners (owner and editor): the list, a new partner at `partners/new`, one at `partners/<slug>`. */
export default function PartnersScreen() {
  return (
    <Routes>
      <Route index element={<PartnerList />} />
      <Route path="new" element={<PartnerForm />} />
      <Route path=":slug" element={<PartnerForm />} />
    </Routes>
  );
}
