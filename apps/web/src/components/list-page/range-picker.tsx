import { DatePicker } from 'antd';

/** antd's range picker on its own, so only lists with a date filter load it (date-range-field.tsx). */
export default DatePicker.RangePicker;
