import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TicketData } from '@/features/orders/api/get-ticket';
import { KitchenTicket } from './kitchen-ticket';

const data: TicketData = {
  restaurant: { name: 'Taquería Lupita', phone: '55 1234 5678', address: null },
  order: {
    id: 'o1',
    number: 12,
    restaurantId: 'r1',
    conversationId: 'c1',
    status: 'pending',
    createdAt: '2026-11-24T20:05:00.000Z',
    customerPhone: '+5215511112222',
    customerName: 'Ana López',
    total: 51_500,
    deliveryFee: 3_500,
    fulfillment: 'delivery',
    payment: { method: 'cash', status: 'pending', changeFor: 100_000 },
    test: false,
    deliveryAddress: 'Calle Roble 12, Col. Centro',
    deliveryLocation: { latitude: 19.4326, longitude: -99.1332 },
    notes: 'Portón negro, tocar fuerte',
    items: [
      {
        menuItemId: 'm1',
        name: 'Hamburguesa',
        unitPrice: 15_000,
        quantity: 2,
        notes: 'sin cebolla',
        options: [{ group: 'Extras', name: 'Extra tocino', price: 2_000 }],
      },
      { menuItemId: 'm2', name: 'Agua de jamaica', unitPrice: 3_000, quantity: 6, notes: null },
    ],
  },
};

describe('the kitchen ticket', () => {
  it('carries everything the kitchen and the driver need, sized for 80 mm paper', () => {
    render(<KitchenTicket data={data} width={80} />);
    const ticket = screen.getByRole('article', { name: 'Ticket del pedido #0012' });
    expect(ticket.style.width).toBe('80mm');
    for (const text of [
      'Taquería Lupita',
      'PEDIDO #0012',
      'A DOMICILIO',
      '2 x Hamburguesa',
      '· Extra tocino (+$20.00)',
      '» sin cebolla',
      '6 x Agua de jamaica',
      '$480.00',
      '$35.00',
      '$515.00',
      'Paga con $1,000.00',
      'Llevar cambio: $485.00',
      'Mapa: https://maps.google.com/?q=19.4326,-99.1332',
    ])
      within(ticket).getByText(text);
    expect(ticket.textContent).toContain('Ana López');
    // The driver dials from paper: the customer's number grouped as people read it.
    expect(ticket.textContent).toContain('+52 55 1111 2222');
    expect(ticket.textContent).toContain('Calle Roble 12, Col. Centro');
    expect(ticket.textContent).toContain('Portón negro, tocar fuerte');
    expect(ticket.textContent).toContain('Efectivo (pendiente de pago)');
  });

  it('marks a test order and a pickup order, on 58 mm paper', () => {
    render(<KitchenTicket data={{ ...data, order: { ...data.order, test: true, fulfillment: 'pickup', deliveryFee: 0 } }} width={58} />);
    const ticket = screen.getByRole('article', { name: 'Ticket del pedido #0012' });
    expect(ticket.style.width).toBe('58mm');
    within(ticket).getByText('*** PRUEBA · NO PREPARAR ***');
    within(ticket).getByText('PARA RECOGER');
    expect(ticket.textContent).not.toContain('Envío');
  });
});
