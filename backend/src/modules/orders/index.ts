/** Orders, as the rest of the API sees it. Everything else in this folder is internal. */
export { createOrdersRepository, type OrderRow, type OrdersRepository } from './repository';
export { ordersRoutes } from './routes';
export { breakdownOf, createOrdersService, type OrdersService } from './service';
