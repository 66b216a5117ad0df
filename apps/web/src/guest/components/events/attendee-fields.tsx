import type { PublicTicketOption } from '@venue/shared';
import { CHECKOUT_TEXTS } from '../../lib/checkout-texts.ts';

/** One ticket's attendee as the form holds it: a name and answers by question id. */
export interface AttendeeDraft {
  name: string;
  answers: Record<string, string>;
}
export type AttendeeDrafts = Record<string, AttendeeDraft[]>;

type Chosen = Array<{ option: PublicTicketOption; quantity: number }>;

/** The chosen types that ask their attendees anything: only these show attendee fields. */
export const askingTypes = (chosen: Chosen) => chosen.filter(({ option }) => option.attendeeQuestions.length > 0);

const draftOf = (drafts: AttendeeDrafts, typeId: string, index: number): AttendeeDraft =>
  drafts[typeId]?.[index] ?? { name: '', answers: {} };

/**
 * The order's attendees (decisions §7 "attendee details"): one per ticket of a type that asks
 * questions; the first one's blank name is the buyer's. The first problem found, in the words
 * the server would use; null when all is well.
 */
export function attendeesProblem(chosen: Chosen, drafts: AttendeeDrafts): string | null {
  let isFirst = true;
  for (const { option, quantity } of askingTypes(chosen)) {
    for (let index = 0; index < quantity; index += 1) {
      const draft = draftOf(drafts, option.id, index);
      if (!draft.name.trim() && !isFirst) return CHECKOUT_TEXTS.nameNeeded;
      isFirst = false;
      const missing = option.attendeeQuestions.find((question) => question.required && !draft.answers[question._id]?.trim());
      if (missing) return CHECKOUT_TEXTS.answerNeeded(missing.label, index + 1);
    }
  }
  return null;
}

/** The order's `attendees` of one item, or undefined for a type that asks nothing. */
export function attendeesOfItem(
  option: PublicTicketOption,
  quantity: number,
  drafts: AttendeeDrafts,
  buyerName: string,
  isFirstType: boolean,
) {
  if (option.attendeeQuestions.length === 0) return undefined;
  return Array.from({ length: quantity }, (_, index) => {
    const draft = draftOf(drafts, option.id, index);
    return {
      name: draft.name.trim() || (isFirstType && index === 0 ? buyerName.trim() : ''),
      answers: option.attendeeQuestions.flatMap((question) => {
        const answer = draft.answers[question._id]?.trim() ?? '';
        return answer ? [{ questionId: question._id, answer }] : [];
      }),
    };
  });
}

interface AttendeeFieldsProps {
  chosen: Chosen;
  drafts: AttendeeDrafts;
  onChange: (drafts: AttendeeDrafts) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** Per ticket of a type with questions: the attendee's name and the type's questions. */
export function AttendeeFields({ chosen, drafts, onChange, error, disabled }: AttendeeFieldsProps) {
  const asking = askingTypes(chosen);
  if (asking.length === 0) return null;
  const change = (typeId: string, index: number, next: AttendeeDraft) => {
    const list = [...(drafts[typeId] ?? [])];
    list[index] = next;
    onChange({ ...drafts, [typeId]: list });
  };
  let isFirst = true;
  return (
    <fieldset
      className="pb-fieldset pe-attendees"
      disabled={disabled}
      aria-describedby={error ? 'pe-attendees-error' : undefined}
    >
      <legend className="pb-label">{CHECKOUT_TEXTS.attendees}</legend>
      {asking.flatMap(({ option, quantity }) =>
        Array.from({ length: quantity }, (_, index) => {
          const draft = draftOf(drafts, option.id, index);
          const prefix = `pe-att-${option.id}-${index}`;
          const nameLabel = isFirst ? CHECKOUT_TEXTS.attendeeNameYou : CHECKOUT_TEXTS.attendeeName;
          isFirst = false;
          return (
            <div key={prefix} className="pe-attendee">
              <p className="pe-attendee-title">{CHECKOUT_TEXTS.attendeeOf(option.name, index + 1)}</p>
              <div className="pb-field">
                <label className="pb-label" htmlFor={`${prefix}-name`}>
                  {nameLabel}
                </label>
                <input
                  id={`${prefix}-name`}
                  className="pb-input"
                  maxLength={80}
                  value={draft.name}
                  onChange={(event) => change(option.id, index, { ...draft, name: event.target.value })}
                />
              </div>
              {option.attendeeQuestions.map((question) => (
                <div key={question._id} className="pb-field">
                  <label className="pb-label" htmlFor={`${prefix}-${question._id}`}>
                    {question.required ? question.label : CHECKOUT_TEXTS.optional(question.label)}
                  </label>
                  <input
                    id={`${prefix}-${question._id}`}
                    className="pb-input"
                    maxLength={200}
                    required={question.required}
                    value={draft.answers[question._id] ?? ''}
                    onChange={(event) =>
                      change(option.id, index, { ...draft, answers: { ...draft.answers, [question._id]: event.target.value } })
                    }
                  />
                </div>
              ))}
            </div>
          );
        }),
      )}
      {error ? (
        <p id="pe-attendees-error" className="pb-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
