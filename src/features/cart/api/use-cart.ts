/**
 * The cart as screens use it. Guests keep it in local storage only; once signed in the server
 * holds it: every add or remove is a call, and local storage is then set to the server's items
 * (spec §7). When the signed-in user changes, the local ids are sent to GET /itf/cart, which
 * merges them into the user's cart (`useCartSync`, mounted once by the shell).
 */
import type { CartDto } from '@contract/commerce';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { toApiError, type ApiError } from '@/lib/api-client';
import { useHasSession } from '@/lib/current-user';
import { addCartItem } from './add-cart-item';
import { getCart } from './get-cart';
import { cartKeys } from './keys';
import { removeCartItem } from './remove-cart-item';
import { getCartSnapshot, isCartMerged, markCartMerged, setCart, useStoredCart } from '../store/cart-store';
import { CART_MAX_ITEMS, readStoredCart, toStoredItems } from '../store/local-cart';

/** Number of tests in the cart (the header badge). */
export function useCartCount(): number {
  return useStoredCart().length;
}

/** Whether a test is in the cart. */
export function useInCart(unitTestId: number): boolean {
  return useStoredCart().some((item) => item.unitTestId === unitTestId);
}

/**
 * The signed-in user's cart. Until this session's first answer, the local ids go along so the
 * server merges them (a guest's cart survives signing in, whichever request comes first).
 */
async function fetchMyCart(): Promise<CartDto> {
  const localIds = isCartMerged() ? [] : readStoredCart().map((item) => item.unitTestId);
  const cart = await getCart(localIds);
  markCartMerged();
  return cart;
}

/**
 * Merges the local cart into the server's when a user signs in (or the signed-in user changes)
 * and stores the answer. `userId` is undefined for a guest or while the profile loads.
 */
export function useCartSync(userId: number | undefined): void {
  const { mutate } = useSWRConfig();
  const synced = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (userId === undefined) {
      // Signed out (or not known yet): no cached cart of a previous user may be shown or stored.
      synced.current = undefined;
      void mutate(cartKeys.mine(), undefined, { revalidate: false });
      return;
    }
    if (synced.current === userId) return;
    synced.current = userId;
    let cancelled = false;
    fetchMyCart()
      .then((cart) => {
        if (cancelled) return;
        setCart(toStoredItems(cart));
        void mutate(cartKeys.mine(), cart, { revalidate: false });
      })
      .catch(() => {
        // The local cart stays as it is; the next user change or cart call tries again.
        if (!cancelled) synced.current = undefined;
      });
    return () => {
      cancelled = true;
    };
  }, [userId, mutate]);
}

export interface UseCartResult {
  /** The priced cart from the server (the user's, or a guest's preview); undefined while loading. */
  data: CartDto | undefined;
  /** True when the cart has nothing in it (known without the server). */
  empty: boolean;
  isLoading: boolean;
  error: ApiError | undefined;
  /** Asks for the cart again (a Retry button). */
  mutate: () => void;
}

/** The priced cart for /cart and /checkout. */
export function useCart(): UseCartResult {
  const signedIn = useHasSession();
  const stored = useStoredCart();
  const ids = useMemo(() => stored.map((item) => item.unitTestId), [stored]);
  const key = signedIn ? cartKeys.mine() : cartKeys.preview(ids);
  const { data, error, isLoading, mutate } = useSWR<CartDto, ApiError>(
    key,
    () => (signedIn ? fetchMyCart() : getCart(ids)),
    { revalidateOnFocus: signedIn },
  );
  useEffect(() => {
    if (!data) return;
    // The signed-in cart is the server's, and a guest's preview drops tests no longer for sale:
    // local storage follows either.
    if (signedIn || data.items.length !== stored.length) setCart(toStoredItems(data));
  }, [data, signedIn, stored.length]);
  const emptyLocally = !signedIn && stored.length === 0;
  return {
    data: emptyLocally ? undefined : data,
    empty: emptyLocally || (data !== undefined && data.items.length === 0),
    isLoading: !emptyLocally && isLoading,
    error: error ? toApiError(error) : undefined,
    mutate: () => void mutate(),
  };
}

export interface CartActions {
  /** Adds a test; resolves once stored (rejects with the API's error when signed in). */
  add: (unitTestId: number) => Promise<void>;
  remove: (unitTestId: number) => Promise<void>;
}

export function useCartActions(): CartActions {
  const signedIn = useHasSession();
  const { mutate } = useSWRConfig();

  const store = useCallback(
    async (cart: CartDto) => {
      setCart(toStoredItems(cart));
      await mutate(cartKeys.mine(), cart, { revalidate: false });
    },
    [mutate],
  );

  const add = useCallback(
    async (unitTestId: number) => {
      if (signedIn) {
        await store(await addCartItem(unitTestId));
        return;
      }
      const current = getCartSnapshot();
      if (current.some((item) => item.unitTestId === unitTestId) || current.length >= CART_MAX_ITEMS) return;
      setCart([...current, { id: unitTestId, unitTestId }]);
    },
    [signedIn, store],
  );

  const remove = useCallback(
    async (unitTestId: number) => {
      if (signedIn) {
        await store(await removeCartItem(unitTestId));
        return;
      }
      setCart(getCartSnapshot().filter((item) => item.unitTestId !== unitTestId));
    },
    [signedIn, store],
  );

  return { add, remove };
}

/** After a purchase: the server emptied the cart of what was bought; local storage follows. */
export function useRefreshCart(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    const cart = await getCart();
    setCart(toStoredItems(cart));
    await mutate(cartKeys.mine(), cart, { revalidate: false });
  }, [mutate]);
}
