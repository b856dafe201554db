import { errorResponses, successSchema } from '../../lib/http-schemas';

export const healthSchema = {
  tags: ['health'],
  summary: 'Liveness check',
  response: {
    200: successSchema({
      type: 'object',
      required: ['status', 'service'],
      properties: {
        status: { type: 'string', enum: ['ok'] },
        service: { type: 'string', enum: ['main', 'auth'] },
      },
    }),
    ...errorResponses(),
  },
};
