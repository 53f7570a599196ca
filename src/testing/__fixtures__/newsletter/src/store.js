/** The subscribers, kept in the script's memory (a real integration would use a store behind its API). */
export const subscribers = [];
