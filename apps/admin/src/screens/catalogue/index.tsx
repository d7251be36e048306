import { Route, Routes } from 'react-router-dom';
import { NewProduct } from './new-product';
import { ProductDetail } from './product-detail';
import { ProductList } from './product-list';
import './catalogue.css';

/**
 * The catalogue (owner and merchandiser): the product list, adding one at `catalogue/new`, and one
 * product at `catalogue/<id>`.
 */
export default function CatalogueScreen() {
  return (
    <Routes>
      <Route index element={<ProductList />} />
      <Route path="new" element={<NewProduct />} />
      <Route path=":id" element={<ProductDetail />} />
    </Routes>
  );
}
