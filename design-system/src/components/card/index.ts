import {
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  Card as CardRoot,
  CardTitle,
} from './card.tsx';

export type { CardProps, CardTitleElement, CardTitleProps } from './card.tsx';

/**
 * A bordered panel with optional parts:
 * `<Card><Card.Header><Card.Title /><Card.Description /></Card.Header><Card.Content /><Card.Footer /></Card>`.
 */
export const Card = Object.assign(CardRoot, {
  Header: CardHeader,
  Title: CardTitle,
  Description: CardDescription,
  Content: CardContent,
  Footer: CardFooter,
});
