import 'i18next';
import type account from '../../locales/vi/account.json';
import type activation from '../../locales/vi/activation.json';
import type adaptive from '../../locales/vi/adaptive.json';
import type adaptiveTests from '../../locales/vi/adaptive-tests.json';
import type auth from '../../locales/vi/auth.json';
import type catalogue from '../../locales/vi/catalogue.json';
import type classes from '../../locales/vi/classes.json';
import type commerce from '../../locales/vi/commerce.json';
import type common from '../../locales/vi/common.json';
import type controls from '../../locales/vi/controls.json';
import type errors from '../../locales/vi/errors.json';
import type events from '../../locales/vi/events.json';
import type gift from '../../locales/vi/gift.json';
import type home from '../../locales/vi/home.json';
import type info from '../../locales/vi/info.json';
import type joinClass from '../../locales/vi/join-class.json';
import type messaging from '../../locales/vi/messaging.json';
import type mistakes from '../../locales/vi/mistakes.json';
import type mistakesPractice from '../../locales/vi/mistakes-practice.json';
import type partner from '../../locales/vi/partner.json';
import type notifications from '../../locales/vi/notifications.json';
import type player from '../../locales/vi/player.json';
import type questionMedia from '../../locales/vi/question-media.json';
import type questions from '../../locales/vi/questions.json';
import type studentHome from '../../locales/vi/student-home.json';
import type thirdParty from '../../locales/vi/third-party.json';
import type validation from '../../locales/vi/validation.json';

// Typed keys: t('…') only accepts keys that exist in the vi resources.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      account: typeof account;
      activation: typeof activation;
      adaptive: typeof adaptive;
      'adaptive-tests': typeof adaptiveTests;
      auth: typeof auth;
      catalogue: typeof catalogue;
      classes: typeof classes;
      commerce: typeof commerce;
      common: typeof common;
      controls: typeof controls;
      errors: typeof errors;
      events: typeof events;
      gift: typeof gift;
      home: typeof home;
      info: typeof info;
      'join-class': typeof joinClass;
      messaging: typeof messaging;
      mistakes: typeof mistakes;
      'mistakes-practice': typeof mistakesPractice;
      partner: typeof partner;
      notifications: typeof notifications;
      player: typeof player;
      'question-media': typeof questionMedia;
      questions: typeof questions;
      'student-home': typeof studentHome;
      'third-party': typeof thirdParty;
      validation: typeof validation;
    };
    returnNull: false;
  }
}
