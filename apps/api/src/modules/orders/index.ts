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
export {
  moveOrderStatus,
  removePromoRedemption,
  returnStock,
  type RefundRow,
  insertRefund,
  selectLinesAndRefunds,
  selectPaymentsOfOrder,
  setCancelledAt,
  setOrderFulfilled,
} from './admin-queries';
export {
  planRefund,
  REFUNDABLE_ORDER,
  type RefundPlan,
  refundStateOf,
  type RefundState,
  splitRefund,
  unitsNotReturned,
} from './admin-refund-rules';
export { adminOrderRoutes } from './admin-routes';
export { loadAdminOrder } from './admin-service';
export { refundView } from './admin-view';
