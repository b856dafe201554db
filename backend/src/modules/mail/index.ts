/** Outgoing mail (the outbox and its developer view), as the rest of the API sees it. Import from here. */
export { mailOutboxRoutes } from './routes';
export { createMailOutbox, createOutboxMailer, maskEmail, resultMail, type MailOutbox, type Mailer } from './mailer';
