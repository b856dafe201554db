import type { Database } from '../db/database';
import { DEMO_VOUCHERS, EXAM_PACKAGES } from './commerce-data';

/**
 * The exam packages: upserted by id with the tests that are still PAID tests of the catalogue
 * (a package left with none is removed).
 */
export async function seedExamPackages(db: Database): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const paid = new Set(
      (
        await trx
          .selectFrom('unit_tests')
          .select('id')
          .where('scope', '=', 'SYSTEM')
          .where('access_tier', '=', 'PAID')
          .where('retired_at', 'is', null)
          .execute()
      ).map((row) => row.id),
    );
    const kept: number[] = [];
    for (const [position, pack] of EXAM_PACKAGES.entries()) {
      const tests = pack.unitTestIds.filter((id) => paid.has(id));
      await trx.deleteFrom('exam_package_tests').where('package_id', '=', pack.id).execute();
      if (tests.length === 0) continue;
      const row = {
        code: pack.code,
        name_vi: pack.name.vi,
        name_en: pack.name.en,
        description_vi: pack.description.vi,
        description_en: pack.description.en,
        certificate_family: pack.certificateFamily,
        price: pack.price,
        position,
      };
      await trx
        .insertInto('exam_packages')
        .values({ id: pack.id, ...row })
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute();
      await trx
        .insertInto('exam_package_tests')
        .values(tests.map((unitTestId, index) => ({ package_id: pack.id, unit_test_id: unitTestId, position: index })))
        .execute();
      kept.push(pack.id);
    }
    let stale = trx.deleteFrom('exam_packages');
    if (kept.length > 0) stale = stale.where('id', 'not in', kept);
    await stale.execute();
  });
}

/**
 * The demo vouchers: created once by code; an existing voucher keeps its use count (SOLDOUT is
 * created already used up).
 */
export async function seedDemoVouchers(db: Database, now: Date): Promise<void> {
  for (const voucher of DEMO_VOUCHERS) {
    const row = {
      description_vi: voucher.description.vi,
      description_en: voucher.description.en,
      percent_off: voucher.percentOff,
      max_discount: voucher.maxDiscount,
      applies_to_json: voucher.appliesTo ? JSON.stringify(voucher.appliesTo) : null,
      usage_limit: voucher.usageLimit,
      per_user_limit: voucher.perUserLimit,
      starts_at: voucher.startsAt,
      ends_at: voucher.endsAt,
    };
    await db
      .insertInto('vouchers')
      .values({ code: voucher.code, ...row, used_count: voucher.usedCount, created_at: now.toISOString() })
      .onConflict((oc) => oc.column('code').doUpdateSet(row))
      .execute();
  }
}
