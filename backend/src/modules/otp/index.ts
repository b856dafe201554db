/** One-time codes (requests, checks, senders), as the rest of the API sees it. Import from here. */
export { otpOutboxRoutes, otpRoutes } from './routes';
export { createOtpSender, type OtpSender } from './sender';
export { createOtpService, maskDestination, type OtpService } from './service';
