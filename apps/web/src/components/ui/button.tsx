import { forwardRef, type ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'ghost' | 'destructive' | 'secondary';

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'bg-gradient-to-r from-gold to-soft-gold text-night font-semibold shadow-[0_0_24px_-6px_rgba(212,175,55,0.6)] hover:brightness-110',
  ghost: 'text-text hover:bg-white/5 hover:text-soft-gold',
  destructive: 'bg-danger text-night font-semibold hover:brightness-110',
  secondary: 'border border-gold/40 text-soft-gold hover:bg-gold/10',
};

export function buttonClasses(variant: ButtonVariant = 'primary', extra = ''): string {
  return [
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2 text-sm transition duration-200 ease-out',
    'disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:brightness-100',
    VARIANTS[variant],
    extra,
  ].join(' ');
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', className = '', type = 'button', ...props },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClasses(variant, className)} {...props} />;
});
