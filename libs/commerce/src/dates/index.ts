export { addMonths, isoWeekday, localDate, nextDays, startOfDay } from './calendar-day';
