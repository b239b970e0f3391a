import { Link, type LinkProps } from 'react-router';
import { type ButtonStyle, buttonClass } from './button';
import './button.css';

/** A link that looks like a button (e.g. 'Log in', 'Back to home'). */
export function ButtonLink({ variant, size, block, className, ...props }: LinkProps & ButtonStyle) {
  return <Link className={buttonClass({ variant, size, block }, className)} {...props} />;
}
