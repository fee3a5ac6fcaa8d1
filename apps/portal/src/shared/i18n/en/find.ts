import type { VisaType } from '@visadesk/contract';
import { forms } from '../format';

export const find = {
  home: {
    title: 'Apply for your visa online',
    description:
      'Find the visa for your nationality and destination, apply for your whole family, upload documents, pay by ZainCash or Qi Card and follow the decision.',
    heading: 'Where are you travelling?',
    lead: 'Choose your nationality and destination to see the visas you can apply for.',
    featured: 'Featured visas',
    latest: 'New visas',
    steps: {
      title: 'How it works',
      find: 'Find the visa for your nationality and destination.',
      apply: 'Fill in each traveller and upload the documents.',
      pay: 'Pay online by ZainCash or Qi Card.',
      follow: 'Follow the decision and get an email at every step.',
    },
  },
  form: {
    nationality: 'Your nationality',
    destination: 'Destination',
    choose: 'Choose…',
    submit: 'Show visas',
  },
  results: {
    title: (destination: string) => `Visas to ${destination}`,
    description: (destination: string, nationality: string) =>
      `Visas to ${destination} for citizens of ${nationality}: price, processing time, stay and documents.`,
    count: forms({ one: '# visa available', other: '# visas available' }),
    none: 'No visa to this destination is open to your nationality yet. Try another destination, or contact us.',
    pick: 'Choose both your nationality and your destination.',
  },
  visa: {
    type: 'Type',
    entry: 'Entry',
    price: 'Price per traveller',
    processing: 'Processing',
    validity: 'Valid for',
    stay: 'Stay up to',
    days: forms({ one: '# day', other: '# days' }),
    documents: 'Documents to upload',
    fields: 'Details asked of each traveller',
    noDocuments: 'No documents are needed for this visa.',
    nationalities: 'Open to citizens of',
    apply: 'Apply now',
    details: 'View details',
    maxSize: (size: string) => `up to ${size}`,
    types: {
      tourist: 'Tourist',
      business: 'Business',
      transit: 'Transit',
      work: 'Work',
      study: 'Study',
      medical: 'Medical',
      religious: 'Religious',
    } satisfies Record<VisaType, string>,
    entries: { single: 'Single entry', multiple: 'Multiple entry' },
    titleSuffix: (destination: string) => `${destination} visa`,
  },
};
