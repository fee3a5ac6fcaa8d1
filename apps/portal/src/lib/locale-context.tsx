import { createContext, useContext } from 'react';
import type { Locale } from '../shared/i18n/locale';
import { type Messages, messagesFor } from '../shared/i18n/messages';

export const LocaleContext = createContext<Locale>('en');

export const useLocale = () => useContext(LocaleContext);
export const useMessages = (): Messages => messagesFor(useContext(LocaleContext));
