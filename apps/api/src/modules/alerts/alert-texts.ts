import type { Language } from '@fanlens/shared';

/** What one event says, given the creator's name and the formatted figures. */
interface EventWords {
  name: string;
  price: string;
  before: string;
  off: number;
  ends: string | null;
}

/** The words of the price alert e-mails in each language. */
export interface AlertTexts {
  hello: (name: string) => string;
  promotion: (w: EventWords) => string;
  priceDrop: (w: EventWords) => string;
  free: (w: EventWords) => string;
  until: (date: string) => string;
  see: (url: string) => string;
  digestSubject: (count: number) => string;
  digestLead: string;
  why: string;
  choose: (url: string) => string;
  stop: (url: string) => string;
}

export const ALERT_TEXTS: Record<Language, AlertTexts> = {
  en: {
    hello: (name) => `Hello ${name},`,
    promotion: (w) => `${w.name} started a promotion: ${w.off}% off, ${w.price} instead of ${w.before}`,
    priceDrop: (w) => `${w.name} lowered the price from ${w.before} to ${w.price}`,
    free: (w) => `${w.name} is now free (it was ${w.before})`,
    until: (date) => `The promotion runs until ${date}.`,
    see: (url) => `See the page: ${url}`,
    digestSubject: (count) =>
      count === 1 ? 'Your week of price alerts: 1 change' : `Your week of price alerts: ${count} changes`,
    digestLead: 'Here is what changed this week among the creators you follow:',
    why: 'You get this e-mail because you follow these creators on FanLens and chose price alerts.',
    choose: (url) => `Choose which alerts you get, and how often: ${url}`,
    stop: (url) => `Stop these e-mails: ${url}`,
  },
  es: {
    hello: (name) => `Hola, ${name}:`,
    promotion: (w) =>
      `${w.name} ha empezado una promoción: ${w.off} % de descuento, ${w.price} en lugar de ${w.before}`,
    priceDrop: (w) => `${w.name} ha bajado el precio de ${w.before} a ${w.price}`,
    free: (w) => `${w.name} ahora es gratis (antes costaba ${w.before})`,
    until: (date) => `La promoción dura hasta el ${date}.`,
    see: (url) => `Ver la página: ${url}`,
    digestSubject: (count) =>
      count === 1 ? 'Tu semana de alertas de precio: 1 cambio' : `Tu semana de alertas de precio: ${count} cambios`,
    digestLead: 'Esto es lo que ha cambiado esta semana entre los creadores que sigues:',
    why: 'Recibes este correo porque sigues a estos creadores en FanLens y activaste las alertas de precio.',
    choose: (url) => `Elige qué alertas recibes y con qué frecuencia: ${url}`,
    stop: (url) => `Dejar de recibir estos correos: ${url}`,
  },
  de: {
    hello: (name) => `Hallo ${name},`,
    promotion: (w) => `${w.name} hat eine Aktion gestartet: ${w.off} % Rabatt, ${w.price} statt ${w.before}`,
    priceDrop: (w) => `${w.name} hat den Preis von ${w.before} auf ${w.price} gesenkt`,
    free: (w) => `${w.name} ist jetzt kostenlos (vorher ${w.before})`,
    until: (date) => `Die Aktion läuft bis zum ${date}.`,
    see: (url) => `Zur Seite: ${url}`,
    digestSubject: (count) =>
      count === 1 ? 'Deine Preis-Alerts der Woche: 1 Änderung' : `Deine Preis-Alerts der Woche: ${count} Änderungen`,
    digestLead: 'Das hat sich diese Woche bei den Creators geändert, denen du folgst:',
    why: 'Du bekommst diese E-Mail, weil du diesen Creators auf FanLens folgst und Preis-Alerts gewählt hast.',
    choose: (url) => `Wähle, welche Alerts du bekommst und wie oft: ${url}`,
    stop: (url) => `Keine solchen E-Mails mehr: ${url}`,
  },
};
