/** The welcome gift. Everything else in this folder is internal: import from here. */
export { giftRoutes } from './routes';
export { createGiftService, type GiftService } from './service';
export { GIFT_TEST_COUNT, loadGiftLists, parseGiftLists } from './lists';
