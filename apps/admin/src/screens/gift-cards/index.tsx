import { Route, Routes } from 'react-router-dom';
import { GiftCardDetail, IssueGiftCard } from './gift-card-pages';
import { GiftCardList } from './gift-card-list';
import './gift-cards.css';

/** Gift cards (owner and staff): the list, issuing one, and one card at `gift-cards/<id>`. */
export default function GiftCardsScreen() {
  return (
    <Routes>
      <Route index element={<GiftCardList />} />
      <Route path="new" element={<IssueGiftCard />} />
      <Route path=":id" element={<GiftCardDetail />} />
    </Routes>
  );
}
