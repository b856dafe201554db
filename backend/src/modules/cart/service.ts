import type { CartDto, CartItemDto } from '@contract/commerce';
import { CART_MAX_ITEMS } from '@contract/commerce-rules';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { CartRepository } from './repository';

function parseIds(raw: string | undefined): number[] {
  if (!raw) return [];
  return [...new Set(raw.split(',').map(Number))].filter((id) => Number.isInteger(id) && id > 0);
}

function cartOf(items: CartItemDto[]): CartDto {
  return {
    items,
    count: items.length,
    total: items.reduce((sum, item) => sum + (item.owned ? 0 : item.price), 0),
  };
}

export interface CartServiceDeps {
  repository: CartRepository;
  clock: Clock;
}

/**
 * The cart (decision 0014): PAID tests only, at most CART_MAX_ITEMS, never one the caller owns
 * when added. A test bought elsewhere after it was added stays listed as owned (not counted)
 * until the caller removes it or buys the cart.
 */
export function createCartService({ repository, clock }: CartServiceDeps) {
  async function stored(userId: number): Promise<CartDto> {
    const rows = await repository.items(userId);
    const owned = await repository.ownedAmong(
      userId,
      rows.map((row) => row.unit_test_id),
    );
    return cartOf(
      rows.map((row) => ({
        id: row.id,
        unitTestId: row.unit_test_id,
        slug: row.slug,
        name: row.name,
        nameEn: row.name_en,
        price: row.price ?? 0,
        owned: owned.has(row.unit_test_id),
        addedAt: row.added_at,
      })),
    );
  }

  return {
    /** Signed in: merges a guest's ids (those for sale and not owned) and answers the cart. Guest: a preview. */
    async get(userId: number | null, rawIds: string | undefined): Promise<CartDto> {
      const ids = parseIds(rawIds);
      const tests = (await repository.tests(ids)).filter((test) => test.access_tier === 'PAID');
      if (userId === null) {
        const byId = new Map(tests.map((test) => [test.id, test]));
        return cartOf(
          ids.flatMap((id) => {
            const test = byId.get(id);
            return test
              ? [
                  {
                    id: null,
                    unitTestId: test.id,
                    slug: test.slug,
                    name: test.name,
                    nameEn: test.name_en,
                    price: test.price ?? 0,
                    owned: false,
                    addedAt: null,
                  },
                ]
              : [];
          }),
        );
      }
      if (tests.length > 0) {
        const owned = await repository.ownedAmong(
          userId,
          tests.map((test) => test.id),
        );
        let room = CART_MAX_ITEMS - (await repository.count(userId));
        const now = clock.now().toISOString();
        for (const id of ids) {
          if (room <= 0) break;
          if (owned.has(id) || !tests.some((test) => test.id === id)) continue;
          if (await repository.contains(userId, id)) continue;
          await repository.add(userId, id, now);
          room -= 1;
        }
      }
      return stored(userId);
    },

    async add(userId: number, unitTestId: number): Promise<CartDto> {
      const [test] = await repository.tests([unitTestId]);
      if (!test) throw new AppError(404, 'NOT_FOUND', 'There is no such unit test.');
      if (test.access_tier !== 'PAID') {
        throw new AppError(
          422,
          'NOT_FOR_SALE',
          'Only paid tests are sold one by one; members’ tests come with a plan.',
        );
      }
      if ((await repository.ownedAmong(userId, [unitTestId])).has(unitTestId)) {
        throw new AppError(409, 'ALREADY_OWNED', 'You already own this test.');
      }
      if (!(await repository.contains(userId, unitTestId))) {
        if ((await repository.count(userId)) >= CART_MAX_ITEMS) {
          throw new AppError(409, 'CART_FULL', `The cart holds at most ${CART_MAX_ITEMS} tests.`);
        }
        await repository.add(userId, unitTestId, clock.now().toISOString());
      }
      return stored(userId);
    },

    async remove(userId: number, unitTestId: number): Promise<CartDto> {
      await repository.remove(userId, [unitTestId]);
      return stored(userId);
    },

    inCart: (userId: number, unitTestId: number) => repository.contains(userId, unitTestId),
  };
}

export type CartService = ReturnType<typeof createCartService>;
