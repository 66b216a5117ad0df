import { ATTENDEE_MESSAGES, type AttendeeQuestion, type CreateTicketOrder, type TicketTypeInput } from '@venue/shared';
import type { AttendeeQuestionRow, OrderAttendeeRow } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';

/*
 * Attendee details (decisions §7 "Events: promo codes, series, attendees, buyer cancellation"):
 * a ticket type asks each attendee their name and its questions; an order gives one attendee
 * per ticket, kept on its items until the tickets are issued with them.
 */

/**
 * A type's questions after an edit: kept ones keep their id (and so their answers), new ones get
 * one; absent input leaves them as they were.
 */
export function attendeeQuestionsOf(
  input: TicketTypeInput['attendeeQuestions'],
  current: readonly AttendeeQuestionRow[] = [],
): AttendeeQuestionRow[] {
  if (input === undefined) return [...current];
  return input.map((question) => ({
    _id: question._id && current.some((kept) => kept._id === question._id) ? question._id : newId(),
    label: question.label,
    required: question.required,
  }));
}

type OrderItem = CreateTicketOrder['items'][number];

/**
 * The attendees of one item, checked against its type's questions: one per ticket when given,
 * each required question answered; without attendees, a type that asks a required question is
 * refused and the buyer is every ticket's name.
 * @throws 400 naming the type or the unanswered question.
 */
export function attendeesOfItem(
  item: OrderItem,
  type: { name: string; attendeeQuestions: readonly AttendeeQuestion[] },
): OrderAttendeeRow[] {
  const questions = type.attendeeQuestions;
  if (!item.attendees) {
    const required = questions.find((question) => question.required);
    if (required) throw badRequest(ATTENDEE_MESSAGES.answerNeeded(required.label, 1));
    return [];
  }
  if (item.attendees.length !== item.quantity) throw badRequest(ATTENDEE_MESSAGES.countMismatch(type.name, item.quantity));
  return item.attendees.map((attendee, index) => {
    for (const answer of attendee.answers) {
      if (!questions.some((question) => question._id === answer.questionId)) throw badRequest(ATTENDEE_MESSAGES.unknownQuestion);
    }
    const answers = questions.flatMap((question) => {
      const answer = attendee.answers.find((given) => given.questionId === question._id)?.answer.trim() ?? '';
      if (question.required && answer === '') throw badRequest(ATTENDEE_MESSAGES.answerNeeded(question.label, index + 1));
      return answer === '' ? [] : [{ questionId: question._id, label: question.label, answer }];
    });
    return { name: attendee.name, answers };
  });
}
