import dayjs from 'dayjs';

/** A door or order time as the lists show it: "1 Jun, 20:14" (the viewer's clock). */
export const formatDoorTime = (iso: string) => dayjs(iso).format('D MMM, HH:mm');
