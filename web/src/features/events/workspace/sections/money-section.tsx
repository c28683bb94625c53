export { EventMoneySection as MoneySection } from '@/features/money/components/money-page';
