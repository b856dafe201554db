import type { LinkProps } from 'next/link';
import { AppLink } from '@/components/ui/app-link';
import {
  forwardRef,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import styles from './button.module.scss';
import { Spinner } from './spinner';

type ButtonVariant = 'filled' | 'outline' | 'ghost' | 'danger' | 'link';
type ButtonSize = 'small' | 'medium' | 'large';
type ButtonRadius = 'small' | 'medium' | 'full';

interface ButtonOwnProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  radius?: ButtonRadius;
  /** Shows a spinner, sets aria-busy and blocks interaction until the work finishes. */
  loading?: boolean;
  fullWidth?: boolean;
  leftIcon?: ReactNode;
  rightIcon?: ReactNode;
  children?: ReactNode;
  className?: string;
}

type NativeButtonProps = ButtonOwnProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof ButtonOwnProps> & { href?: undefined };

export type LinkButtonProps = ButtonOwnProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof ButtonOwnProps | 'href'> &
  Pick<LinkProps, 'replace' | 'scroll' | 'shallow' | 'prefetch' | 'locale'> & {
    href: LinkProps['href'];
    disabled?: boolean;
  };

export type ButtonProps = NativeButtonProps | LinkButtonProps;

function isLinkProps(props: ButtonProps): props is LinkButtonProps {
  return props.href !== undefined;
}

/**
 * The one button of the app. Defaults follow the spec: large size, medium radius, filled.
 * With `href` it renders a Next.js link styled as a button.
 */
export const Button = forwardRef<HTMLButtonElement | HTMLAnchorElement, ButtonProps>(function Button(props, ref) {
  const {
    variant = 'filled',
    size = 'large',
    radius = 'medium',
    loading = false,
    fullWidth = false,
    leftIcon,
    rightIcon,
    children,
    className,
  } = props;

  const shared = {
    className: [styles.button, className].filter(Boolean).join(' '),
    'data-variant': variant,
    'data-size': size,
    'data-radius': radius,
    'data-full-width': fullWidth || undefined,
    'data-loading': loading || undefined,
    'aria-busy': loading || undefined,
  };

  const content = (
    <>
      {loading ? (
        <Spinner decorative size="small" className={styles.spinner} />
      ) : (
        leftIcon && <span className={styles.icon}>{leftIcon}</span>
      )}
      {children !== undefined && children !== null && <span className={styles.label}>{children}</span>}
      {rightIcon && !loading && <span className={styles.icon}>{rightIcon}</span>}
    </>
  );

  if (isLinkProps(props)) {
    const {
      variant: _v,
      size: _s,
      radius: _r,
      loading: _l,
      fullWidth: _f,
      leftIcon: _li,
      rightIcon: _ri,
      children: _c,
      className: _cn,
      disabled,
      onClick,
      href,
      ...anchorProps
    } = props;
    const inactive = disabled || loading;
    const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
      // An anchor cannot be disabled natively, so swallow the navigation instead.
      if (inactive) {
        event.preventDefault();
        return;
      }
      onClick?.(event);
    };
    return (
      <AppLink
        {...anchorProps}
        {...shared}
        href={href}
        ref={ref as Ref<HTMLAnchorElement>}
        onClick={handleClick}
        aria-disabled={inactive || undefined}
        tabIndex={inactive ? -1 : anchorProps.tabIndex}
        data-disabled={inactive || undefined}
      >
        {content}
      </AppLink>
    );
  }

  const {
    variant: _v,
    size: _s,
    radius: _r,
    loading: _l,
    fullWidth: _f,
    leftIcon: _li,
    rightIcon: _ri,
    children: _c,
    className: _cn,
    href: _h,
    type = 'button',
    disabled,
    ...buttonProps
  } = props;
  return (
    <button {...buttonProps} {...shared} ref={ref as Ref<HTMLButtonElement>} type={type} disabled={disabled || loading}>
      {content}
    </button>
  );
});
