import { Slot } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../lib/class-names.ts';

export interface CardProps extends ComponentPropsWithRef<'div'> {
  /** Renders the single child element (a `<section>`, `<article>` or link) with the card's look. */
  asChild?: boolean;
  /** Lifts the card on hover, for cards that are links or buttons as a whole. */
  interactive?: boolean;
}

/** A bordered panel that groups one topic: a workshop, a settings section, a metric. */
export function Card({ asChild = false, interactive = false, className, ...rest }: CardProps) {
  const Root = asChild ? Slot.Root : 'div';
  return (
    <Root className={cx('ex-card', className)} data-interactive={interactive ? '' : undefined} {...rest} />
  );
}

/** The top of a card: its title, description and any header actions. */
export function CardHeader({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div className={cx('ex-card__header', className)} {...rest} />;
}

/** Heading levels a card title can take. */
export type CardTitleElement = 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'p';

export interface CardTitleProps extends ComponentPropsWithRef<'h3'> {
  /** The heading level that fits the page outline; `h3` by default (cards usually sit under a section's h2). */
  as?: CardTitleElement;
}

/** The card's heading. */
export function CardTitle({ as: Heading = 'h3', className, ...rest }: CardTitleProps) {
  return <Heading className={cx('ex-card__title', className)} {...rest} />;
}

/** A sentence under the title in muted text. */
export function CardDescription({ className, ...rest }: ComponentPropsWithRef<'p'>) {
  return <p className={cx('ex-card__description', className)} {...rest} />;
}

/** The card's body. */
export function CardContent({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div className={cx('ex-card__content', className)} {...rest} />;
}

/** The bottom row of a card, for its actions (e.g. a Save button), aligned to the end. */
export function CardFooter({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div className={cx('ex-card__footer', className)} {...rest} />;
}
