import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint } from './endpoint';
import { StringEnum, Success } from './http';

const SERVICE_NAMES = ['main', 'auth'] as const;

const HealthSchema = Type.Object({
  status: Type.Literal('ok'),
  service: StringEnum(SERVICE_NAMES),
});
type HealthData = Static<typeof HealthSchema>;
export type ServiceName = HealthData['service'];

export const healthEndpoints = {
  health: defineEndpoint('GET', '/health', {
    tags: ['health'],
    summary: 'Liveness check',
    response: { 200: Success(HealthSchema) },
  }),
};
