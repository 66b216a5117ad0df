import { useState, type FormEvent } from 'react';
import type { PublicEventPage } from '@venue/shared';
import { formatPaise, promoDiscountPaise } from '@venue/shared/money';
// Relative, not '@/': the server's tests render these components from source (ssr-bundle.ts).
import { INVALID_MOBILE_MESSAGE } from '../../../lib/phone.ts';
import { isCodeError } from '../../lib/booking-api.ts';
import { CHECKOUT_TEXTS } from '../../lib/checkout-texts.ts';
import { EVENT_TEXTS } from '../../lib/event-texts.ts';
import { createTicketOrder, ticketPageUrl, type PromoPreview } from '../../lib/ticket-api.ts';
import { rememberTicketOrder } from '../../lib/ticket-storage.ts';
import { BookingField, invalidProps } from '../booking/booking-field.tsx';
import { isPlausibleMobile, MobileCodeFields } from '../booking/mobile-code-fields.tsx';
import { AttendeeFields, attendeesOfItem, attendeesProblem, askingTypes, type AttendeeDrafts } from './attendee-fields.tsx';
import { PromoCodeField } from './promo-code-field.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import { TicketOptionRow } from './ticket-option-row.tsx';

type FieldErrors = Partial<Record<'tickets' | 'attendees' | 'name' | 'mobile' | 'code', string>>;
/** `submitting` until the order is held, then `redirecting` while the browser leaves for the provider. */
type Phase = 'idle' | 'submitting' | 'redirecting';

/**
 * The checkout (issue 12 "Web", decisions §6): how many of each ticket type (never more than
 * its per-order limit or what is left), who is buying, proved by a code sent to their phone
 * (decisions §4, the booking pages' code), then "Pay ₹X": the order holds the tickets for 15
 * minutes and the buyer goes to the provider's page. The order's token is kept in this browser
 * for the way back (/ticket-payment-callback). The server checks everything again; a refusal
 * shows its own words. A free event's RSVP is the same form for places: nothing to pay, so the
 * guest goes straight to the page with their codes.
 */
export function TicketCheckout({ page }: { page: PublicEventPage }) {
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [attendees, setAttendees] = useState<AttendeeDrafts>({});
  const [promo, setPromo] = useState<PromoPreview | null>(null);

  const options = page.ticketOptions;
  const chosen = options.flatMap((option) => {
    const quantity = quantities[option.id] ?? 0;
    return quantity > 0 ? [{ option, quantity }] : [];
  });
  const subtotalPaise = chosen.reduce((sum, { option, quantity }) => sum + option.pricePaise * quantity, 0);
  const lines = chosen.map(({ option, quantity }) => ({ ticketTypeId: option.id, quantity, unitPricePaise: option.pricePaise }));
  const discountPaise = promo ? promoDiscountPaise(promo, lines) : 0;
  const totalPaise = subtotalPaise - discountPaise;
  const isWorking = phase !== 'idle';
  const { isRsvp } = page;
  const title = isRsvp ? EVENT_TEXTS.rsvp : EVENT_TEXTS.tickets;
  const places = chosen.reduce((sum, { quantity }) => sum + quantity, 0);

  // A field's error goes as soon as the buyer changes that field (the mobile's would hide "Code sent").
  const clearError = (field: keyof FieldErrors) => setErrors((current) => ({ ...current, [field]: undefined }));
  const changeQuantity = (id: string, value: number) => {
    setQuantities((current) => ({ ...current, [id]: value }));
    clearError('tickets');
  };

  const validate = (): FieldErrors => ({
    tickets: chosen.length === 0 ? (isRsvp ? EVENT_TEXTS.choosePlaces : EVENT_TEXTS.chooseTickets) : undefined,
    attendees: attendeesProblem(chosen, attendees) ?? undefined,
    name: name.trim() ? undefined : EVENT_TEXTS.nameRequired,
    mobile: isPlausibleMobile(mobile) ? undefined : INVALID_MOBILE_MESSAGE,
    code: /^\d{6}$/.test(code) ? undefined : EVENT_TEXTS.codeRequired,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isWorking) return;
    const found = validate();
    setErrors(found);
    setFormError(null);
    if (Object.values(found).some(Boolean)) return;
    setPhase('submitting');
    try {
      const { order } = await createTicketOrder({
        eventId: page.event.id,
        items: chosen.map(({ option, quantity }) => {
          const isFirstType = askingTypes(chosen)[0]?.option.id === option.id;
          const given = attendeesOfItem(option, quantity, attendees, name, isFirstType);
          return { ticketTypeId: option.id, quantity, ...(given ? { attendees: given } : {}) };
        }),
        name: name.trim(),
        mobileNumber: mobile,
        otp: code,
        ...(promo ? { promoCode: promo.code } : {}),
      });
      rememberTicketOrder(order._id, { accessToken: order.accessToken, username: page.venue.userName, eventId: page.event.id });
      setPhase('redirecting');
      // An RSVP comes back confirmed, with nothing to pay.
      window.location.assign(order.paymentUrl ?? ticketPageUrl(page.venue.userName, order._id, order.accessToken));
    } catch (error) {
      const message = (error as Error).message;
      if (isCodeError(error)) setErrors({ code: message });
      else setFormError(message);
      setPhase('idle');
    }
  };

  return (
    <form className="pb-form pe-checkout" onSubmit={submit} noValidate aria-labelledby="pe-tickets-title">
      <h3 id="pe-tickets-title" className="pe-section-title">
        {title}
      </h3>
      {isRsvp ? <p className="pb-muted">{EVENT_TEXTS.rsvpIntro}</p> : null}
      <fieldset className="pb-fieldset" aria-describedby={errors.tickets ? 'pe-tickets-error' : undefined}>
        <legend className="pm-visually-hidden">{title}</legend>
        <ul className="pe-options">
          {options.map((option) => {
            const quantity = quantities[option.id] ?? 0;
            return (
              <TicketOptionRow key={option.id} option={option}>
                {option.state === 'on-sale' && option.maxQuantity > 0 ? (
                  <div className="pe-option-pick">
                    <QuantityStepper
                      noun={isRsvp ? EVENT_TEXTS.places : EVENT_TEXTS.ticketsOf(option.name)}
                      value={quantity}
                      max={option.maxQuantity}
                      disabled={isWorking}
                      onChange={(value) => changeQuantity(option.id, value)}
                    />
                    {quantity > 0 && quantity >= option.maxQuantity ? (
                      <span className="pb-muted pe-option-max">{EVENT_TEXTS.maxReached(option.maxQuantity)}</span>
                    ) : null}
                  </div>
                ) : undefined}
              </TicketOptionRow>
            );
          })}
        </ul>
        {errors.tickets ? (
          <p id="pe-tickets-error" className="pb-error" role="alert">
            {errors.tickets}
          </p>
        ) : null}
      </fieldset>

      <AttendeeFields
        chosen={chosen}
        drafts={attendees}
        onChange={(next) => {
          setAttendees(next);
          clearError('attendees');
        }}
        error={errors.attendees}
        disabled={isWorking}
      />

      {isRsvp ? null : (
        <div className="pe-totals" aria-live="polite">
          <PromoCodeField eventId={page.event.id} applied={promo} onApplied={setPromo} disabled={isWorking} />
          {promo ? (
            <>
              <p className="pe-line">
                <span>{CHECKOUT_TEXTS.subtotal}</span>
                <span>{formatPaise(subtotalPaise)}</span>
              </p>
              <p className="pe-line pe-discount">
                <span>{CHECKOUT_TEXTS.discount(promo.code)}</span>
                <span>{`−${formatPaise(discountPaise)}`}</span>
              </p>
              {chosen.length > 0 && discountPaise === 0 ? <p className="pb-muted">{CHECKOUT_TEXTS.notForChosen}</p> : null}
            </>
          ) : null}
          <p className="pe-total">
            <span>{EVENT_TEXTS.total}</span>
            <strong>{formatPaise(totalPaise)}</strong>
          </p>
        </div>
      )}

      <fieldset className="pb-fieldset pe-buyer" disabled={isWorking}>
        <legend className="pb-label">{EVENT_TEXTS.yourDetails}</legend>
        <BookingField id="pe-name" label={EVENT_TEXTS.name} error={errors.name}>
          <input
            id="pe-name"
            className="pb-input"
            autoComplete="name"
            maxLength={80}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              clearError('name');
            }}
            {...invalidProps('pe-name', errors.name)}
          />
        </BookingField>
        <MobileCodeFields
          mobile={mobile}
          onMobileChange={(value) => {
            setMobile(value);
            clearError('mobile');
          }}
          code={code}
          onCodeChange={(value) => {
            setCode(value);
            clearError('code');
          }}
          mobileError={errors.mobile}
          codeError={errors.code}
        />
      </fieldset>

      {formError ? (
        <p className="pb-error pb-form-error" role="alert">
          {formError}
        </p>
      ) : null}
      {isRsvp ? null : <p className="pb-muted">{EVENT_TEXTS.holdHint}</p>}
      <button type="submit" className="pb-button pb-button-primary" disabled={isWorking}>
        {submitText({ phase, isRsvp, totalPaise, places })}
      </button>
    </form>
  );
}

function submitText({
  phase,
  isRsvp,
  totalPaise,
  places,
}: {
  phase: Phase;
  isRsvp: boolean;
  totalPaise: number;
  places: number;
}) {
  if (phase === 'submitting') return isRsvp ? EVENT_TEXTS.reservingPlaces : EVENT_TEXTS.reserving;
  if (phase === 'redirecting') return isRsvp ? EVENT_TEXTS.openingPlaces : EVENT_TEXTS.redirecting;
  if (isRsvp) return EVENT_TEXTS.reserve(places);
  if (totalPaise === 0 && places > 0) return CHECKOUT_TEXTS.getFree;
  return totalPaise > 0 ? EVENT_TEXTS.pay(formatPaise(totalPaise)) : EVENT_TEXTS.payEmpty;
}
