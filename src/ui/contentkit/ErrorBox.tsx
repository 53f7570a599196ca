/** The inline box shown in place of an element that cannot render; the rest of the tree still renders. */
export function ErrorBox({ title, messages }: { title: string; messages: string[] }) {
  return (
    <div className="ck-error" role="alert">
      <p className="ck-error__title">{title}</p>
      <ul className="ck-error__list">
        {messages.map((message, index) => (
          <li key={index}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
