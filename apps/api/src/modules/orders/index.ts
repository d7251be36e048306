/** The orders module's public surface: what other modules, the flows and the app use. */
export { deliveryAddress } from './delivery-address';
export {
  hasLapsed,
  lockLapsedOrder,
  orderHoldDeadline,
  releaseIfLapsed,
  releaseOrderHold,
  retakeOrderHold,
  selectLapsedOrderIds,
  UNPAID_ORDER,
} from './hold-release';
export { assertOrderAccess } from './order-access';
export { orderView } from './order-view';
export {
  findOrder,
  insertOrder,
  insertOrderLines,
  insertRedemption,
  lockOrder,
  type NewOrderLine,
  type OrderRow,
  selectLinesOfOrders,
  takeStock,
} from './queries';
export { orderRoutes } from './routes';
export { getOrder } from './service';
