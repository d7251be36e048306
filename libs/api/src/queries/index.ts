export { ApiClientProvider, useApiClient } from './api-client-context';
export { createQueryClient, retryTransient } from './query-client';
export type { FetchOptions, LocaleKey, QueryConfig } from './types';

export { countryKeys } from './countries/keys';
export { getCountries, countriesQueryOptions, useCountries } from './countries/get-countries';

export { exchangeRateKeys } from './exchange-rates/keys';
export {
  getExchangeRates,
  exchangeRatesQueryOptions,
  useExchangeRates,
} from './exchange-rates/get-exchange-rates';

export { cmsPageKeys, cmsSlug } from './cms/keys';
export { getCmsPage, cmsPageQueryOptions, useCmsPage } from './cms/get-cms-page';
export { getCmsDraftPage, cmsDraftPageQueryOptions, useCmsDraftPage } from './cms/get-cms-draft-page';

export { questionKeys, type QuestionListParams } from './questions/keys';
export { getQuestions, questionsQueryOptions, useQuestions } from './questions/get-questions';

export { answerKeys, type AnswerListParams } from './answers/keys';
export { getAnswers, answersQueryOptions, useAnswers } from './answers/get-answers';

export { tagKeys, type TagListParams } from './tags/keys';
export { getTags, tagsQueryOptions, useTags } from './tags/get-tags';

export {
  productKeys,
  type ProductListParams,
  type ProductRefParams,
  type ProductSearchParams,
} from './products/keys';
export { getProduct, productQueryOptions, useProduct } from './products/get-product';
export { getProducts, productsQueryOptions, useProducts } from './products/get-products';
export {
  SEARCH_MAX_LENGTH,
  searchProductsQueryOptions,
  searchText,
  useSearchProducts,
} from './products/search-products';
export { getRelatedItems, relatedItemsQueryOptions, useRelatedItems } from './products/get-related-items';

export { cartKeys } from './carts/keys';
export { getCart, cartQueryOptions, useCart } from './carts/get-cart';
export { createCart, useCreateCart } from './carts/create-cart';
export { addCartItem, useAddCartItem } from './carts/add-cart-item';

export { userKeys } from './users/keys';
export { getUserDetail, userDetailQueryOptions, useUserDetail } from './users/get-user-detail';

export { outcomeKeys } from './outcomes/keys';
export { getOutcome, outcomeQueryOptions, useOutcome } from './outcomes/get-outcome';
export { createOutcome, useCreateOutcome } from './outcomes/create-outcome';
export { clearOutcome, useClearOutcome } from './outcomes/clear-outcome';

export { cacheCart, forgetCart } from './carts/cache';
export { updateCart, useUpdateCart } from './carts/update-cart';
export { updateCartItem, useUpdateCartItem, type CartItemQuantity } from './carts/update-cart-item';
export { removeCartItem, useRemoveCartItem } from './carts/remove-cart-item';
export { clearCart, useClearCart } from './carts/clear-cart';
export { transferCart, useTransferCart, type CartTransfer } from './carts/transfer-cart';
export { precheckoutCart, usePrecheckoutCart } from './carts/precheckout-cart';
export { getUserCarts, userCartsQueryOptions, useUserCarts } from './carts/get-user-carts';

export {
  getAllProducts,
  allProductsQueryOptions,
  useAllProducts,
  MAX_PAGE_SIZE,
  MAX_PAGES,
  type AllProducts,
  type AllProductsParams,
} from './products/get-all-products';
export { notifyStock, useNotifyStock } from './products/notify-stock';

export { promoKeys, type PromoCheckParams } from './promo/keys';
export { checkPromo, promoCheckQueryOptions, usePromoCheck } from './promo/check-promo';
export {
  applyPromoCode,
  removePromoCode,
  useApplyPromoCode,
  useRemovePromoCode,
} from './promo/apply-promo-code';

export { shippingRuleKeys } from './shipping-rules/keys';
export {
  getShippingRules,
  shippingRulesQueryOptions,
  useShippingRules,
} from './shipping-rules/get-shipping-rules';

export { subscribeNewsletter, useSubscribeNewsletter } from './newsletter/subscribe-newsletter';
export { confirmNewsletter, useConfirmNewsletter } from './newsletter/confirm-newsletter';
export { unsubscribeNewsletter, useUnsubscribeNewsletter } from './newsletter/unsubscribe-newsletter';

// Orders and payments (checkout, pay page): add exports below this line.
export { createOrder, useCreateOrder } from './orders/create-order';
export { payOrder, usePayOrder } from './orders/pay-order';
export { verifyPayment, useVerifyPayment } from './orders/verify-payment';
export { orderKeys, type OrderListParams } from './orders/keys';
export { getOrder, orderQueryOptions, useOrder } from './orders/get-order';
export { listOrders, ordersQueryOptions, useOrders } from './orders/list-orders';

// Account (orders history, password): add exports below this line.
export { changePassword, useChangePassword } from './account/change-password';
export {
  deleteUserAccount,
  exportUserData,
  useDeleteUserAccount,
  useExportUserData,
} from './account/member-data';
export { updateUserDetail, useUpdateUserDetail } from './account/update-user-detail';
export {
  confirmPasswordReset,
  requestPasswordReset,
  useConfirmPasswordReset,
  useRequestPasswordReset,
} from './account/password-reset';

// Perfume builder (bottle images, perfume_diy promo rules): add exports below this line.
export { bottleImageKeys } from './bottle-images/keys';
export {
  getBottleImages,
  bottleImagesQueryOptions,
  useBottleImages,
} from './bottle-images/get-bottle-images';
export { promoRuleKeys } from './promo-rules/keys';
export { getPromoRules, promoRulesQueryOptions, usePromoRules } from './promo-rules/get-promo-rules';

// Gift cards (offer, buying, balance): add exports below this line.
export { giftCardKeys } from './gift-cards/keys';
export {
  getGiftCardOffer,
  giftCardOfferQueryOptions,
  useGiftCardOffer,
} from './gift-cards/get-gift-card-offer';
export {
  getGiftCardBalance,
  giftCardBalanceQueryOptions,
  useGiftCardBalance,
} from './gift-cards/get-gift-card-balance';
export { buyGiftCard, useBuyGiftCard } from './gift-cards/buy-gift-card';

// Workshops and bookings (workshop pages, booking, account bookings): add exports below this line.
export { workshopKeys, bookingKeys } from './workshops/keys';
export {
  getWorkshopServices,
  workshopServicesQueryOptions,
  useWorkshopServices,
} from './workshops/get-workshop-services';
export {
  getWorkshopStudio,
  workshopStudioQueryOptions,
  useWorkshopStudio,
} from './workshops/get-workshop-studio';
export {
  getWorkshopSlots,
  workshopSlotsQueryOptions,
  useWorkshopSlots,
} from './workshops/get-workshop-slots';
export { listBookings, bookingsQueryOptions, useBookings } from './workshops/list-bookings';
export { getBooking, bookingQueryOptions, useBooking } from './workshops/get-booking';
export { createBooking, useCreateBooking } from './workshops/create-booking';
export { payBooking, usePayBooking } from './workshops/pay-booking';
export { cancelBooking, useCancelBooking } from './workshops/cancel-booking';

// Business area (CMS collections, enquiries): add exports below this line.
export {
  CMS_COLLECTION_PREFIXES,
  cmsCollectionKeys,
  getCmsCollection,
  cmsCollectionQueryOptions,
  useCmsCollection,
  type CmsCollection,
} from './cms/cms-collection';
export { createBusinessLead, useCreateBusinessLead } from './business/create-business-lead';

// Wishlist (account page, product page): docs/architecture.md's worked example.
export { wishlistKeys } from './wishlist/keys';
export { getWishlist, setSaved, useSetSaved, useWishlist, wishlistQueryOptions } from './wishlist/wishlist';
export { addressKeys } from './addresses/keys';
export {
  addressBookQueryOptions,
  changeAddressBook,
  getAddressBook,
  useAddressBook,
  useChangeAddressBook,
  type AddressChange,
} from './addresses/addresses';

// Partners (the store's quiz and builder pages with ?partnership=).
export { getPartnerConfig, knownPartnerQueryOptions, partnerKeys } from './partners/get-partner-config';
