import { emailField } from '../../lib/field-schemas';
import { errorResponses, successSchema } from '../../lib/http-schemas';

export const MAIL_OUTBOX_DEFAULT_LIMIT = 20;
export const MAIL_OUTBOX_MAX_LIMIT = 100;

export const mailOutboxSchema = {
  tags: ['dev'],
  summary: 'Development only: the e-mails the outbox mailer "sent", newest first',
  description: 'Not registered when NODE_ENV=production.',
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      to: { ...emailField, description: 'Only mails sent to this address (any case)' },
      limit: { type: 'integer', minimum: 1, maximum: MAIL_OUTBOX_MAX_LIMIT, default: MAIL_OUTBOX_DEFAULT_LIMIT },
    },
  },
  response: {
    200: successSchema({
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'to', 'subject', 'text', 'createdAt'],
        properties: {
          id: { type: 'integer' },
          to: { type: 'string' },
          subject: { type: 'string' },
          text: { type: 'string' },
          createdAt: { type: 'string', format: 'date-time' },
        },
      },
    }),
    ...errorResponses({ 400: 'VALIDATION_ERROR' }),
  },
};
