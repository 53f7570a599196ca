export const isEmail = (value) => typeof value === 'string' && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value);

export const subscriberLine = (subscriber) => (subscriber ? `${subscriber.email} (${subscriber.topic})` : 'nobody');
