import { Route, Routes } from 'react-router-dom';
import { OrderDetail } from './order-detail';
import { OrderList } from './order-list';
import './orders.css';

/** Orders (owner and staff): the list, and one order at `orders/<id>`. */
export default function OrdersScreen() {
  return (
    <Routes>
      <Route index element={<OrderList />} />
      <Route path=":id" element={<OrderDetail />} />
    </Routes>
  );
}
