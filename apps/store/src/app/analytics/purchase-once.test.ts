import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage/storage';
import type { Analytics, DataLayerMessage } from './analytics';
import { notePurchaseStarted, pushPurchaseOnce, pushStartedPurchaseOnce } from './purchase-once';

function recorder() {
  const messages: DataLayerMessage[] = [];
  const analytics: Analytics = { push: (message) => void messages.push(message), release: () => {} };
  const purchases = () => messages.filter((message) => message['event'] === 'purchase');
  return { analytics, purchases };
}

const purchase = (id: string) => () => ({ event: 'purchase', ecommerce: { transaction_id: id } });

describe('pushPurchaseOnce', () => {
  it('sends one purchase per transaction id, however often it is asked (a reload, another path)', () => {
    const storage = createMemoryStorage();
    const { analytics, purchases } = recorder();
    pushPurchaseOnce(analytics, storage, '1042', purchase('1042'));
    pushPurchaseOnce(analytics, storage, '1042', purchase('1042'));
    // The page reloaded: a new analytics, the same browser storage.
    const again = recorder();
    pushPurchaseOnce(again.analytics, storage, '1042', purchase('1042'));
    pushPurchaseOnce(again.analytics, storage, '1043', purchase('1043'));

    expect(purchases()).toEqual([{ event: 'purchase', ecommerce: { transaction_id: '1042' } }]);
    expect(again.purchases()).toEqual([{ event: 'purchase', ecommerce: { transaction_id: '1043' } }]);
  });

  it('sends from a confirmation only what this browser started paying', () => {
    const storage = createMemoryStorage();
    const { analytics, purchases } = recorder();
    pushStartedPurchaseOnce(analytics, storage, '2001', purchase('2001'));
    expect(purchases()).toEqual([]);

    notePurchaseStarted(storage, '2001');
    pushStartedPurchaseOnce(analytics, storage, '2001', purchase('2001'));
    pushStartedPurchaseOnce(analytics, storage, '2001', purchase('2001'));
    expect(purchases()).toHaveLength(1);
  });

  it('still sends when what is stored is not its list (another version, a hand edit)', () => {
    const storage = createMemoryStorage();
    storage.setItem('atelier.purchases-sent', '{not json');
    const { analytics, purchases } = recorder();
    pushPurchaseOnce(analytics, storage, '3001', purchase('3001'));
    pushPurchaseOnce(analytics, storage, '3001', purchase('3001'));
    expect(purchases()).toHaveLength(1);
  });
});
