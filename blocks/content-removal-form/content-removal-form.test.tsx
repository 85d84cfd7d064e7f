import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '../../mock-api/node';
import { formPaths, formsHandlers } from '../../mock-api/handlers/forms';
import { serverError } from '../../mock-api/scenarios';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { contentRemovalForm } from './index';
import ContentRemovalForm from './content-removal-form';

const recordPosts = () => {
  const bodies: unknown[] = [];
  // The recorder answers nothing, so the request falls through to the form handler after it.
  server.use(
    http.post(formPaths.contentRemovalRequests, async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
    ...formsHandlers,
  );
  return bodies;
};

type User = ReturnType<typeof userEvent.setup>;
const fillTexts = async (user: User, skip?: string) => {
  const values: Record<string, string> = {
    'Official name': 'Robin Sample',
    Email: 'robin@example.test',
    'URL of the item': 'https://emotions.example/photos/evening-light',
    Reason: 'This picture shows my home address.',
  };
  for (const [label, value] of Object.entries(values)) if (label !== skip) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
};
const send = (user: User) => user.click(screen.getByRole('button', { name: 'Send Request' }));

describe('content removal form block', () => {
  it('explains confidentiality and the 7 business days, and lists the four categories', async () => {
    await renderWithApp(<ContentRemovalForm {...contentRemovalForm.defaults} />);
    expect(screen.getByText(/Your request is confidential/)).toBeInTheDocument();
    expect(screen.getByText(/respond within 7 business days/)).toBeInTheDocument();
    const group = screen.getByRole('radiogroup', { name: 'What is the problem?' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'non-consensual images',
      'personal information',
      'underage performers',
      'other abusive or illegal content',
    ]);
    expect(within(group).getByRole('radio', { name: /Underage performers/ })).toBeInTheDocument();
    for (const label of ['Official name', 'Email', 'URL of the item', 'Reason']) expect(screen.getByLabelText(label)).toBeRequired();
  });

  it('posts user_name, email, content_update_url and the reason led by the category', async () => {
    const posted = recordPosts();
    const user = userEvent.setup();
    await renderWithApp(<ContentRemovalForm {...contentRemovalForm.defaults} />);
    await fillTexts(user);
    await user.click(screen.getByRole('radio', { name: /Personal information/ }));
    await send(user);

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your request was submitted successfully, we will investigate the content and get back to you.',
    );
    expect(screen.queryByLabelText('Official name')).not.toBeInTheDocument();
    expect(posted).toEqual([
      {
        user_name: 'Robin Sample',
        email: 'robin@example.test',
        content_update_url: 'https://emotions.example/photos/evening-light',
        reason: '[personal information] This picture shows my home address.',
      },
    ]);
  });

  it('asks to fill in all fields when the URL or the category is missing, and posts nothing', async () => {
    const posted = recordPosts();
    const user = userEvent.setup();
    await renderWithApp(<ContentRemovalForm {...contentRemovalForm.defaults} />);
    await fillTexts(user, 'URL of the item');
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(screen.getByLabelText('URL of the item')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('URL of the item'), 'https://emotions.example/videos/x');
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(screen.getByLabelText('URL of the item')).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByRole('radio')[0]).toHaveFocus();
    expect(posted).toHaveLength(0);
  });

  it('keeps everything typed when the server fails', async () => {
    server.use(...serverError);
    const user = userEvent.setup();
    await renderWithApp(<ContentRemovalForm {...contentRemovalForm.defaults} />);
    await fillTexts(user);
    await user.click(screen.getByRole('radio', { name: /Non-consensual images/ }));
    await send(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, please try again later');
    expect(screen.getByLabelText('Official name')).toHaveValue('Robin Sample');
    expect(screen.getByLabelText('Reason')).toHaveValue('This picture shows my home address.');
    expect(screen.getByRole('radio', { name: /Non-consensual images/ })).toBeChecked();
  });
});
