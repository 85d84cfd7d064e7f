import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../mock-api/node';
import { formPaths, formsHandlers } from '../../mock-api/handlers/forms';
import { serverError } from '../../mock-api/scenarios';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { contactForm } from './index';
import ContactForm from './contact-form';

/** Records every body posted to /api/contactrequests, answered by the default form handler. */
const recordPosts = () => {
  const bodies: unknown[] = [];
  // The recorder answers nothing, so the request falls through to the form handler after it.
  server.use(
    http.post(formPaths.contactRequests, async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
    ...formsHandlers,
  );
  return bodies;
};

const fill = async (user: ReturnType<typeof userEvent.setup>, values: Partial<Record<'Name' | 'Email' | 'Subject' | 'Message', string>>) => {
  for (const [label, value] of Object.entries(values)) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
};

const complete = { Name: 'Dana Example', Email: 'dana@example.test', Subject: 'Billing', Message: 'Where is my invoice?' };

describe('contact form block', () => {
  it('shows the four required fields, labelled, and the Send Request button', async () => {
    await renderWithApp(<ContactForm {...contactForm.defaults} />);
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Message').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: 'Send Request' })).toBeEnabled();
  });

  it('says "Please fill in all fields" when one is empty, marks it and posts nothing', async () => {
    const posted = recordPosts();
    const user = userEvent.setup();
    await renderWithApp(<ContactForm {...contactForm.defaults} />);
    await fill(user, { Name: 'Dana Example', Email: 'dana@example.test', Message: 'Hello' });
    await user.click(screen.getByRole('button', { name: 'Send Request' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Subject')).toHaveFocus();
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(posted).toHaveLength(0);

    // Whitespace only counts as empty.
    await user.type(screen.getByLabelText('Subject'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(posted).toHaveLength(0);
  });

  it('posts the four fields and replaces the form with the success message', async () => {
    const posted = recordPosts();
    const user = userEvent.setup();
    await renderWithApp(<ContactForm {...contactForm.defaults} />);
    await fill(user, complete);
    await user.click(screen.getByRole('button', { name: 'Send Request' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Your request was submitted successfully, we will investigate it and get back to you.');
    expect(status).toHaveFocus();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(posted).toEqual([{ name: 'Dana Example', email: 'dana@example.test', subject: 'Billing', message: 'Where is my invoice?' }]);
  });

  it('disables the button with "Sending..." while the request runs', async () => {
    server.use(http.post(formPaths.contactRequests, () => delay('infinite')));
    const user = userEvent.setup();
    await renderWithApp(<ContactForm {...contactForm.defaults} />);
    await fill(user, complete);
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.getByRole('form', { name: 'Contact form' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the error and keeps the typed values when the server fails, then succeeds on retry', async () => {
    server.use(...serverError);
    const user = userEvent.setup();
    await renderWithApp(<ContactForm {...contactForm.defaults} />);
    await fill(user, complete);
    await user.click(screen.getByRole('button', { name: 'Send Request' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, please try again later');
    expect(screen.getByLabelText('Name')).toHaveValue('Dana Example');
    expect(screen.getByLabelText('Email')).toHaveValue('dana@example.test');
    expect(screen.getByLabelText('Subject')).toHaveValue('Billing');
    expect(screen.getByLabelText('Message')).toHaveValue('Where is my invoice?');
    expect(screen.getByRole('button', { name: 'Send Request' })).toBeEnabled();

    server.resetHandlers(...formsHandlers);
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your request was submitted successfully');
  });

  it("puts the server's field messages next to the fields", async () => {
    server.use(
      http.post(formPaths.contactRequests, () =>
        HttpResponse.json(
          { error: { code: 'validation_failed', message: 'Please fill in all fields', fields: { subject: 'Subject is too long' } } },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    await renderWithApp(<ContactForm {...contactForm.defaults} />);
    await fill(user, complete);
    await user.click(screen.getByRole('button', { name: 'Send Request' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields');
    const subject = screen.getByLabelText('Subject');
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    expect(subject).toHaveAccessibleDescription('Subject is too long');
    await user.type(subject, '!');
    await waitFor(() => expect(subject).not.toHaveAttribute('aria-invalid'));
  });

  it('checks the email address before sending', async () => {
    const posted = recordPosts();
    const user = userEvent.setup();
    await renderWithApp(<ContactForm {...contactForm.defaults} />);
    await fill(user, { ...complete, Email: 'dana-at-example' });
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid email address');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address');
    expect(posted).toHaveLength(0);
  });

  it('shows a configured heading and intro in the active locale', async () => {
    await renderWithApp(
      <ContactForm heading={{ en_US: 'Write to us', de_DE: 'Schreiben Sie uns' }} intro={{ en_US: 'We answer fast.', de_DE: 'Wir antworten schnell.' }} />,
      { locale: 'de_DE' },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Schreiben Sie uns' })).toBeInTheDocument();
    expect(screen.getByText('Wir antworten schnell.')).toBeInTheDocument();
  });
});
