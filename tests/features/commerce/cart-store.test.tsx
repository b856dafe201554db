import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AddToCartButton, useCartCount, useCartSync } from '@/features/cart';
import { parseStoredCart } from '@/features/cart/store/local-cart';
import { clearSession, getStoredItem, removeStoredItem, setStoredItem, STORAGE_KEYS } from '@/lib/session';
import { server } from '../../msw/server';
import { renderWithProviders } from '../../test-utils';
import { fail, makeCart, makeCartItem, ok } from './fixtures';
import { handle } from '../../msw/handlers';
import { commerceEndpoints } from '@contract/commerce';
import { signedIn } from '../../session';

vi.mock('next/router', () => ({ useRouter: () => ({ pathname: '/', asPath: '/', query: {}, push: vi.fn() }) }));

function Badge() {
  return <output aria-label="count">{useCartCount()}</output>;
}

function Shell({ userId }: { userId?: number }) {
  useCartSync(userId);
  return <Badge />;
}

const stored = () => JSON.parse(getStoredItem(STORAGE_KEYS.cartData) ?? '[]') as unknown[];

describe('the cart store', () => {
  it('reads the stored cart defensively: bad JSON, bad entries and repeats are dropped', () => {
    expect(parseStoredCart('not json')).toEqual([]);
    expect(parseStoredCart('{"id":1}')).toEqual([]);
    expect(
      parseStoredCart('[{"id":1,"unitTestId":7},{"unitTestId":7},{"unitTestId":"8"},null,{"unitTestId":9}]'),
    ).toEqual([
      { id: 1, unitTestId: 7 },
      { id: 9, unitTestId: 9 },
    ]);
  });

  it('keeps a guest cart in local storage only, and the badge counts it', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <>
        <Badge />
        <AddToCartButton unitTestId={3011} name="Đề FCE" />
      </>,
    );
    expect(screen.getByLabelText('count')).toHaveTextContent('0');
    await user.click(screen.getByRole('button', { name: 'Thêm “Đề FCE” vào giỏ hàng' }));
    expect(screen.getByLabelText('count')).toHaveTextContent('1');
    expect(stored()).toEqual([{ id: 3011, unitTestId: 3011 }]);
    // Once in the cart, the button leads to the cart instead of adding it again.
    expect(screen.getByRole('link', { name: /Đã có trong giỏ/ })).toHaveAttribute('href', '/cart');
  });

  it('merges the guest cart into the account on sign-in and stores the server’s items', async () => {
    setStoredItem(STORAGE_KEYS.cartData, JSON.stringify([{ id: 3011, unitTestId: 3011 }]));
    const asked: (string | null)[] = [];
    server.use(
      handle(commerceEndpoints.cart, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('unitTestIds'));
        return HttpResponse.json(
          ok(
            makeCart([makeCartItem({ id: 41, unitTestId: 1013 }), makeCartItem({ id: 42, unitTestId: 3011 })], 128_000),
          ),
        );
      }),
    );
    const view = await renderWithProviders(<Shell />);
    expect(screen.getByLabelText('count')).toHaveTextContent('1');
    act(() => signedIn({ accessToken: 'a' }));
    view.rerender(<Shell userId={7} />);
    await waitFor(() => expect(screen.getByLabelText('count')).toHaveTextContent('2'));
    expect(asked).toEqual(['3011']);
    expect(stored()).toEqual([
      { id: 41, unitTestId: 1013 },
      { id: 42, unitTestId: 3011 },
    ]);
  });

  it('adds through the API once signed in and sets local storage to the answer', async () => {
    signedIn({ accessToken: 'a' });
    const posted: string[] = [];
    server.use(
      handle(commerceEndpoints.addCartItem, ({ params }) => {
        posted.push(String(params.id));
        return HttpResponse.json(ok(makeCart([makeCartItem({ id: 77, unitTestId: 3013 })], 129_000)));
      }),
    );
    const user = userEvent.setup();
    await renderWithProviders(
      <>
        <Badge />
        <AddToCartButton unitTestId={3013} name="Đề CPE" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Thêm “Đề CPE” vào giỏ hàng' }));
    await waitFor(() => expect(screen.getByLabelText('count')).toHaveTextContent('1'));
    expect(posted).toEqual(['3013']);
    expect(stored()).toEqual([{ id: 77, unitTestId: 3013 }]);
  });

  it('says why the server refused to add a test, and stores nothing', async () => {
    signedIn({ accessToken: 'a' });
    server.use(handle(commerceEndpoints.addCartItem, () => HttpResponse.json(fail('ALREADY_OWNED'), { status: 409 })));
    const user = userEvent.setup();
    const { ToastHost } = await import('@/shell/toast-host');
    await renderWithProviders(
      <>
        <ToastHost />
        <AddToCartButton unitTestId={3011} name="Đề FCE" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Thêm “Đề FCE” vào giỏ hàng' }));
    expect(await screen.findByText('Bạn đã sở hữu đề này, không cần mua lại.')).toBeInTheDocument();
    expect(getStoredItem(STORAGE_KEYS.cartData)).toBeNull();
  });

  it('empties the badge when logout clears the stored cart', async () => {
    signedIn({ accessToken: 'a' });
    setStoredItem(STORAGE_KEYS.cartData, JSON.stringify([{ id: 1, unitTestId: 7 }]));
    await renderWithProviders(<Badge />);
    expect(screen.getByLabelText('count')).toHaveTextContent('1');
    // What the logout does (spec §4): the stored cart first, then the tokens.
    act(() => {
      removeStoredItem(STORAGE_KEYS.cartData);
      clearSession();
    });
    expect(screen.getByLabelText('count')).toHaveTextContent('0');
  });
});
