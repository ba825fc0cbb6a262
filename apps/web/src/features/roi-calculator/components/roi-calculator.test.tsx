import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render.tsx';
import { RoiCalculator } from './roi-calculator.tsx';

const pools = [
  { pool: 'stable', apy: '10' },
  { pool: 'coin', apy: '8.5' },
] as const;

const result = () => screen.getByTestId('roi-result');

describe('ROI calculator', () => {
  it('starts at $1,000 for 12 mo: exactly the APY, $1,100.00 at 10 %', async () => {
    await renderWithApp(<RoiCalculator pools={[...pools]} />, { url: '/cabinet/dashboard' });
    expect(screen.getByLabelText('Amount, USD')).toHaveValue('$ 1000');
    expect(screen.getByText("In 12 mo you'll have")).toBeInTheDocument();
    expect(result()).toHaveTextContent('$1,100.00');
    expect(screen.getByRole('option', { name: 'Coin · 8.5%' })).toBeInTheDocument();
  });

  it('explains the day count in words, not as a formula, in both languages', async () => {
    const { unmount } = await renderWithApp(<RoiCalculator pools={[...pools]} />, { url: '/cabinet/dashboard' });
    const en = screen.getByText(/Yield compounds once a day/);
    expect(en).toHaveTextContent('a month is a twelfth of a 365-day year, rounded to the nearest day');
    expect(en.textContent).not.toMatch(/round\(|×|\bN\b/);
    unmount();
    await renderWithApp(<RoiCalculator pools={[...pools]} />, { url: '/ru/cabinet/dashboard' });
    const ru = screen.getByText(/Доход начисляется раз в день/);
    expect(ru).toHaveTextContent('3 месяца — это 91 день');
    expect(ru.textContent).not.toMatch(/round\(|×|\bN\b/);
  });

  it('compounds daily for the chosen pool and interval: $1,000 at 8.5 % for 6 mo is $1,041.75', async () => {
    const { user } = await renderWithApp(<RoiCalculator pools={[...pools]} />, { url: '/cabinet/dashboard' });
    await user.selectOptions(screen.getByLabelText('Pool'), 'coin');
    await user.selectOptions(screen.getByLabelText('Interval'), '6');
    expect(screen.getByText("In 6 mo you'll have")).toBeInTheDocument();
    expect(result()).toHaveTextContent('$1,041.75');
  });

  it('masks the amount: prefix, one decimal, no negatives', async () => {
    const { user } = await renderWithApp(<RoiCalculator pools={[...pools]} />, { url: '/cabinet/dashboard' });
    const amount = screen.getByLabelText('Amount, USD');
    await user.clear(amount);
    expect(amount).toHaveValue('');
    expect(result()).toHaveTextContent('$0.00');
    await user.type(amount, '-');
    expect(amount).toHaveValue('');
    await user.type(amount, '25');
    expect(amount).toHaveValue('$ 25');
    await user.type(amount, '-');
    expect(amount).toHaveValue('$ 25');
    await user.type(amount, '.55');
    expect(amount).toHaveValue('$ 25.5');
    expect(result()).toHaveTextContent('$28.05');
  });

  it('speaks Russian', async () => {
    await renderWithApp(<RoiCalculator pools={[...pools]} />, { url: '/ru/cabinet/dashboard' });
    expect(screen.getByText('Через 12 мес. у вас будет')).toBeInTheDocument();
    expect(result().textContent?.replace(/\s/g, ' ')).toBe('1 100,00 $');
  });
});
