import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint } from './endpoint';
import { StringEnum, Success } from './http';

export const SERVICE_NAMES = ['main', 'auth'] as const;

export const HealthSchema = Type.Object({
  status: Type.Literal('ok'),
  service: StringEnum(SERVICE_NAMES),
});
export type HealthData = Static<typeof HealthSchema>;
export type ServiceName = HealthData['service'];

export const healthEndpoints = {
  health: defineEndpoint('GET', '/health', {
    tags: ['health'],
    summary: 'Liveness check',
    response: { 200: Success(HealthSchema) },
  }),
};
