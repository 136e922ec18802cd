/**
 * The route table (docs/product-rules.md §2). Content-built pages share one component; the shopper's own pages
 * (accounts, cart, checkout, wishlist, profile, orders) load lazily with their own code.
 */
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { AppLayout, SignInGate } from '../components/layout/app-layout.tsx';
import { ContentPage } from '../pages/content-page.tsx';
import { CONTENT_ROUTES } from './content-routes.ts';
import { NotFoundPage } from '../pages/not-found.ts';

const page = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const LoginPage = page(() => import('../pages/login-page.tsx'), 'LoginPage');
const LoginPasswordPage = page(() => import('../pages/login-password-page.tsx'), 'LoginPasswordPage');
const RegistrationPage = page(() => import('../pages/registration-page.tsx'), 'RegistrationPage');
const ForgotPasswordPage = page(() => import('../pages/forgot-password-page.tsx'), 'ForgotPasswordPage');
const CartPage = page(() => import('../pages/cart-page.tsx'), 'CartPage');
const CheckoutPage = page(() => import('../pages/checkout-page.tsx'), 'CheckoutPage');
const OrderSuccessPage = page(() => import('../pages/order-success-page.tsx'), 'OrderSuccessPage');
const WishlistPage = page(() => import('../pages/wishlist-page.tsx'), 'WishlistPage');
const ProfilePage = page(() => import('../pages/profile-page.tsx'), 'ProfilePage');
const OrderPage = page(() => import('../pages/order-page.tsx'), 'OrderPage');

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        element: <SignInGate />,
        children: [
          ...CONTENT_ROUTES.map((path) => ({ path, element: <ContentPage /> })),
          { path: '/login', element: <LoginPage /> },
          { path: '/loginpassword', element: <LoginPasswordPage /> },
          { path: '/registration', element: <RegistrationPage /> },
          { path: '/forgot-password', element: <ForgotPasswordPage /> },
          { path: '/cart', element: <CartPage /> },
          { path: '/checkout', element: <CheckoutPage /> },
          { path: '/checkout/success/:orderId', element: <OrderSuccessPage /> },
          { path: '/wishlist', element: <WishlistPage /> },
          { path: '/profile/*', element: <ProfilePage /> },
          { path: '/orders/:orderId', element: <OrderPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
