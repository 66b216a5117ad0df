import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FigureBarChart } from './figure-bar-chart.tsx';

describe('FigureBarChart', () => {
  it('is one picture named by its label', () => {
    render(
      <MantineProvider env="test">
        <FigureBarChart
          h={120}
          data={[{ day: '1 Nov', Bookings: 1 }]}
          dataKey="day"
          series={[{ name: 'Bookings', color: 'teal.6' }]}
          aria-label="Bookings per day"
        />
      </MantineProvider>,
    );
    expect(screen.getByRole('img', { name: 'Bookings per day' })).toBeInTheDocument();
  });
});
