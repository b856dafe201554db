import type { AppliedVoucherDto } from '@contract/commerce';
import type { OrderItemKind } from '@contract/commerce-rules';
import type { Transaction } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { VoucherRow, VouchersRepository } from './repository';

/** A line being priced: what it is and its price before the voucher. */
export interface PricedLine {
  kind: OrderItemKind;
  refId: number;
  price: number;
}

export interface VoucherApplication {
  voucher: VoucherRow;
  applied: AppliedVoucherDto;
  /** The discount of each line, in the order given; sums to `discount`. */
  discounts: number[];
  discount: number;
}

interface AppliesTo {
  kinds?: OrderItemKind[];
  refs?: string[];
}

/** Normalises what the payer typed: trimmed, upper case. */
function normaliseCode(code: string | undefined): string {
  return (code ?? '').trim().toUpperCase();
}

function eligible(voucher: VoucherRow, line: PricedLine): boolean {
  if (voucher.applies_to_json === null) return true;
  const rule = JSON.parse(voucher.applies_to_json) as AppliesTo;
  if (rule.kinds && !rule.kinds.includes(line.kind)) return false;
  if (rule.refs && !rule.refs.includes(`${line.kind}:${line.refId}`)) return false;
  return true;
}

/**
 * The discount, in whole VND: percent of the eligible lines (rounded down), capped, shared out
 * over those lines in proportion to their prices (rounded down, the remainder on the last).
 */
function discountsOf(voucher: VoucherRow, lines: readonly PricedLine[]): { discounts: number[]; discount: number } {
  const flags = lines.map((line) => eligible(voucher, line));
  const base = lines.reduce((sum, line, i) => sum + (flags[i] ? line.price : 0), 0);
  let discount = Math.floor((base * voucher.percent_off) / 100);
  if (voucher.max_discount !== null) discount = Math.min(discount, voucher.max_discount);
  const discounts = lines.map(() => 0);
  if (discount === 0 || base === 0) return { discounts, discount: 0 };
  let given = 0;
  let last = -1;
  lines.forEach((line, i) => {
    if (!flags[i]) return;
    discounts[i] = Math.floor((discount * line.price) / base);
    given += discounts[i] ?? 0;
    last = i;
  });
  if (last >= 0) discounts[last] = (discounts[last] ?? 0) + discount - given;
  return { discounts, discount };
}

export function createVouchersService(repository: VouchersRepository) {
  return {
    /**
     * Checks a code for a caller and lines, in the order the payer's questions come: is there a
     * code, who asks, does it exist, is it valid now, is any use left, is one left for this
     * caller, does it apply to what is bought. Answers the discount or throws the reason.
     */
    async apply(
      rawCode: string | undefined,
      userId: number | null,
      lines: readonly PricedLine[],
      now: Date,
      executor?: Transaction<DatabaseSchema>,
      /** Unpaid orders (by transNo) that paying for these lines would cancel: their uses count as free. */
      { releasable = new Set<string>() }: { releasable?: ReadonlySet<string> } = {},
    ): Promise<VoucherApplication> {
      const code = normaliseCode(rawCode);
      if (code === '') throw new AppError(400, 'VOUCHER_CODE_REQUIRED', 'Enter a voucher code.');
      if (userId === null) throw new AppError(403, 'VOUCHER_LOGIN_REQUIRED', 'Sign in to use a voucher.');
      const voucher = await repository.findByCode(code, executor);
      if (!voucher) throw new AppError(404, 'VOUCHER_NOT_FOUND', 'There is no such voucher.');
      const at = now.toISOString();
      if (voucher.starts_at > at || (voucher.ends_at !== null && voucher.ends_at <= at)) {
        throw new AppError(409, 'VOUCHER_EXPIRED', 'This voucher is not valid now.');
      }
      if (voucher.usage_limit !== null && voucher.used_count >= voucher.usage_limit) {
        throw new AppError(409, 'VOUCHER_USED_UP', 'This voucher has been used up.');
      }
      const taken = voucher.per_user_limit === null ? 0 : await repository.slotsTaken(voucher.id, userId, executor);
      const holders =
        voucher.per_user_limit !== null && taken >= voucher.per_user_limit
          ? await repository.unpaidHolders(voucher.id, userId, executor)
          : [];
      const freed = holders.filter((transNo) => releasable.has(transNo)).length;
      if (voucher.per_user_limit !== null && taken - freed >= voucher.per_user_limit) {
        // An unpaid order still holds a use: say so, and which one, so it can be paid or cancelled.
        if (holders.length > 0) {
          throw new AppError(
            409,
            'VOUCHER_HELD_BY_UNPAID_ORDER',
            'An unpaid order holds this voucher: pay or cancel it to use the voucher here.',
            holders.map((transNo) => ({ field: 'heldByOrder', message: transNo })),
          );
        }
        throw new AppError(
          409,
          'VOUCHER_USER_LIMIT_REACHED',
          'You have already used this voucher as often as allowed.',
        );
      }
      const { discounts, discount } = discountsOf(voucher, lines);
      if (!lines.some((line) => eligible(voucher, line)) || discount === 0) {
        throw new AppError(422, 'VOUCHER_NOT_APPLICABLE', 'This voucher does not apply to these products.');
      }
      return {
        voucher,
        discounts,
        discount,
        applied: {
          code: voucher.code,
          description: { vi: voucher.description_vi, en: voucher.description_en },
          percentOff: voucher.percent_off,
          maxDiscount: voucher.max_discount,
        },
      };
    },

    /**
     * Holds one use of the voucher (and one of the caller's slots) for a new order, inside its
     * transaction; throws USED_UP / USER_LIMIT_REACHED when a concurrent order took the last one.
     */
    async reserve(
      trx: Transaction<DatabaseSchema>,
      voucher: VoucherRow,
      userId: number,
      orderId: number,
      now: Date,
    ): Promise<void> {
      if (!(await repository.takeUse(trx, voucher))) {
        throw new AppError(409, 'VOUCHER_USED_UP', 'This voucher has been used up.');
      }
      if (voucher.per_user_limit !== null) {
        const slot = (await repository.slotsTaken(voucher.id, userId, trx)) + 1;
        if (slot > voucher.per_user_limit || !(await repository.takeSlot(trx, voucher.id, userId, slot, orderId))) {
          throw new AppError(
            409,
            'VOUCHER_USER_LIMIT_REACHED',
            'You have already used this voucher as often as allowed.',
          );
        }
      }
      await repository.reserve(trx, voucher.id, userId, orderId, now.toISOString());
    },

    redeem: (trx: Transaction<DatabaseSchema>, orderId: number, now: Date) =>
      repository.redeem(trx, orderId, now.toISOString()),
    release: (trx: Transaction<DatabaseSchema>, orderId: number) => repository.release(trx, orderId),
  };
}

export type VouchersService = ReturnType<typeof createVouchersService>;
