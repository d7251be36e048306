import { Route, Routes } from 'react-router-dom';
import './customers.css';
import { CustomerDetail } from './customer-detail';
import { CustomerList } from './customer-list';

/** Customers (owner and staff): the members list, and one member at `customers/<id>`. */
export default function CustomersScreen() {
  return (
    <Routes>
      <Route index element={<CustomerList />} />
      <Route path=":id" element={<CustomerDetail />} />
    </Routes>
  );
}
