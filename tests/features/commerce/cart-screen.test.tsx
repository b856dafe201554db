import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CartScreen } from '@/features/cart/lazy/cart-screen';
import { clearSession, getStoredItem, setStoredItem, STORAGE_KEYS } from '@/lib/session';
import { createRouterMock } from '../../layout/router-mock';
import { server } from '../../msw/server';
import { renderWithProviders } from '../../test-utils';
import { makeCart, makeCartItem, ok } from './fixtures';
import { handle } from '../../msw/handlers';
import { commerceEndpoints } from '@contract/commerce';
import { signedIn } from '../../session';

const router = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));
vi.mock('next/head', () => ({ default: () => null }));

const FCE = makeCartItem({ id: 11, unitTestId: 3011, name: 'Đề FCE', price: 99_000 });
const CPE = makeCartItem({ id: 12, unitTestId: 3013, name: 'Đề CPE', price: 129_000, owned: true });

describe('/cart', () => {
  beforeEach(() => {
    router.current = createRouterMock({ pathname: '/cart', asPath: '/cart' });
    signedIn({ accessToken: 'token' });
  });

  it('lists the tests with their prices, flags the owned one and shows the server’s total', async () => {
    server.use(handle(commerceEndpoints.cart, () => HttpResponse.json(ok(makeCart([FCE, CPE], 99_000)))));
    await renderWithProviders(<CartScreen />);
    const list = await screen.findByRole('region', { name: /Đề trong giỏ hàng/ });
    const [fce, cpe] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(fce).toHaveTextContent('Đề FCE');
    expect(within(fce).getByRole('link', { name: 'Đề FCE' })).toHaveAttribute('href', '/practice-test/de-3011');
    expect(cpe).toHaveTextContent('Đã sở hữu');
    expect(screen.getByTestId('cart-total')).toHaveAttribute('data-amount', '99000');
    expect(screen.getByText('1 đề đã sở hữu, không tính tiền')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tiến hành thanh toán' })).toHaveAttribute('href', '/checkout');
    // Local storage follows the server's cart.
    expect(JSON.parse(getStoredItem(STORAGE_KEYS.cartData) ?? '[]')).toEqual([
      { id: 11, unitTestId: 3011 },
      { id: 12, unitTestId: 3013 },
    ]);
  });

  it('shows a guest the cart kept in this browser, priced by the server, and asks them to log in to pay', async () => {
    clearSession();
    setStoredItem(STORAGE_KEYS.cartData, JSON.stringify([{ id: 3011, unitTestId: 3011 }]));
    const previews: string[] = [];
    server.use(
      handle(commerceEndpoints.cart, ({ request }) => {
        previews.push(new URL(request.url).searchParams.getAll('unitTestIds').join(','));
        return HttpResponse.json(ok(makeCart([FCE], 99_000)));
      }),
    );
    await renderWithProviders(<CartScreen />);
    const list = await screen.findByRole('region', { name: /Đề trong giỏ hàng/ });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByTestId('cart-total')).toHaveAttribute('data-amount', '99000');
    expect(previews[0]).toContain('3011');
    expect(screen.getByText('Giỏ hàng đang lưu trên trình duyệt này')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đăng nhập để thanh toán' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcheckout',
    );
    expect(screen.queryByRole('link', { name: 'Tiến hành thanh toán' })).not.toBeInTheDocument();
  });

  it('removes a test through the API and shows the cart it answers', async () => {
    const removed: string[] = [];
    server.use(
      handle(commerceEndpoints.cart, () => HttpResponse.json(ok(makeCart([FCE, CPE], 99_000)))),
      handle(commerceEndpoints.removeCartItem, ({ params }) => {
        removed.push(String(params.id));
        return HttpResponse.json(ok(makeCart([CPE], 0)));
      }),
    );
    const user = userEvent.setup();
    await renderWithProviders(<CartScreen />);
    await user.click(await screen.findByRole('button', { name: 'Xóa “Đề FCE” khỏi giỏ hàng' }));
    expect(await screen.findByText(/Bạn đã sở hữu tất cả các đề trong giỏ/)).toBeInTheDocument();
    expect(removed).toEqual(['3011']);
    expect(screen.queryByRole('link', { name: 'Tiến hành thanh toán' })).not.toBeInTheDocument();
    expect(JSON.parse(getStoredItem(STORAGE_KEYS.cartData) ?? '[]')).toEqual([{ id: 12, unitTestId: 3013 }]);
  });

  it('says the cart is empty and leads to the catalogue and the plans', async () => {
    server.use(handle(commerceEndpoints.cart, () => HttpResponse.json(ok(makeCart([], 0)))));
    await renderWithProviders(<CartScreen />);
    expect(await screen.findByRole('heading', { name: 'Giỏ hàng đang trống' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Khám phá kho đề' })).toHaveAttribute('href', '/explore');
    expect(screen.getByRole('link', { name: 'Xem các gói hội viên' })).toHaveAttribute('href', '/checkout/combo');
  });
});
