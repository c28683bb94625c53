import type { PersonalData } from '../../contract/personal-data';

/** The download's name: the day it was made, so that several keep apart. */
export const personalDataFileName = (data: PersonalData) =>
  `my-data-${data.generatedAt.slice(0, 10)}.json`;
